import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';

/** Each page is its own chunk, so Phaser is only fetched by pages that show a board. */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Pages for tests and development only: Vite writes the mode into the build, so the
 * production bundle (what `npm start` serves) has neither these routes nor their chunks.
 */
const testPages: RouteObject[] =
  import.meta.env.MODE === 'production' ? [] : [{ path: '/__board-harness', ...page(() => import('../game-host/BoardHarnessPage')) }];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { path: '/', ...page(() => import('../features/create/CreatePage')) },
          { path: '/puzzle', ...page(() => import('../features/create/PreviewSendPage')) },
          { path: '/ThankYou', ...page(() => import('../features/create/ThankYouPage')) },
          { path: '/play/:id', ...page(() => import('../features/play/PlayPage')) },
          { path: '/watch/:id', ...page(() => import('../features/watch/WatchPage')) },
          { path: '/together/:partyId', ...page(() => import('../features/party/PartyPage')) },
          { path: '/create-puzzle-gift', ...page(() => import('../features/cards/create/CardCreatorPage')) },
          { path: '/play-puzzle-card/:id', ...page(() => import('../features/cards/play/CardPlayPage')) },
          { path: '/redeem/:id', ...page(() => import('../features/cards/redeem/RedeemPage')) },
          { path: '/unsubscribe/:token', ...page(() => import('../features/unsubscribe/UnsubscribePage')) },
          {
            // The alphabet section: one element around its pages draws kiosk mode and registers its offline worker.
            path: '/learn',
            ...page(() => import('../features/learn/kiosk/LearnSection')),
            children: [
              { index: true, ...page(() => import('../features/learn/LearnHomePage')) },
              { path: 'alphabet/:letter', ...page(() => import('../features/learn/alphabet/AlphabetPuzzlePage')) },
              { path: 'alphabetLesson/:letter', ...page(() => import('../features/learn/lesson/AlphabetLessonPage')) },
              { path: '*', element: <Navigate to="/learn" replace /> }, // a kiosk never falls out of the section
            ],
          },
          { path: '/terms', ...page(() => import('../features/info/TermsPage')) },
          { path: '/benefits', ...page(() => import('../features/info/BenefitsPage')) },
          { path: '/login', ...page(() => import('../features/accounts/LoginPage')) },
          { path: '/register', ...page(() => import('../features/accounts/RegisterPage')) },
          { path: '/reset-password', ...page(() => import('../features/accounts/ResetPasswordPage')) },
          { path: '/new-password', ...page(() => import('../features/accounts/NewPasswordPage')) },
          { path: '/my-gifts', ...page(() => import('../features/my-gifts/MyGiftsPage')) },
          { path: '/contacts', ...page(() => import('../features/contacts/ContactsPage')) },
          { path: '/account', ...page(() => import('../features/account/AccountPage')) },
          { path: '/account/confirm-email', ...page(() => import('../features/account/ConfirmEmailPage')) },
          { path: '/admin-login', ...page(() => import('../features/accounts/AdminLoginPage')) },
          { path: '/admin-scheduler', ...page(() => import('../features/admin/SchedulerPage')) },
          { path: '/thedailywordpuzzle', ...page(() => import('../features/daily/DailyWordPage')) },
          { path: '/DailyPuzzle', ...page(() => import('../features/daily/DailyPicturePage')) },
          ...testPages,
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
