import { Link } from 'react-router';
import { LineIcon } from '../../components/LineIcon';
import { SignInLinks } from '../../components/SignInLinks';
import { useSession } from '../../stores/session';
import { GiftRow } from './GiftRow';
import { useGiftPages } from './useGiftPages';
import './my-gifts.css';

/** /my-gifts — every gift and card the signed-in sender sent, newest first, each linked to its watch page. */
export default function MyGiftsPage() {
  const user = useSession((s) => s.user);
  const known = useSession((s) => s.status === 'known');
  return (
    <main className="page page--medium my-gifts">
      <h1>My gifts</h1>
      {!known ? (
        <p role="status">Loading your gifts…</p>
      ) : user ? (
        <GiftList key={user.id} /> // another account starts from its own first page
      ) : (
        <SignInPrompt />
      )}
    </main>
  );
}

function GiftList() {
  const pages = useGiftPages();
  if (pages.status === 'loading') return <p role="status">Loading your gifts…</p>;
  if (pages.status === 'error') {
    return (
      <div className="card my-gifts__notice" role="alert">
        <p>Your gifts could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (pages.gifts.length === 0) return <EmptyState />;
  return (
    <>
      <p className="lead my-gifts__lead">Every puzzle and card you sent, newest first. Open one to follow it live.</p>
      <ul className="my-gifts__list">
        {pages.gifts.map((gift) => (
          <li key={gift.id}>
            <GiftRow gift={gift} />
          </li>
        ))}
      </ul>
      {pages.moreFailed ? <p className="form-error">Older gifts could not be loaded. Try again.</p> : null}
      {pages.more ? (
        <button type="button" className="button button--ghost my-gifts__more" onClick={pages.loadMore} disabled={pages.loadingMore}>
          {pages.loadingMore ? 'Loading…' : 'Show older gifts'}
        </button>
      ) : null}
    </>
  );
}

function EmptyState() {
  return (
    <div className="card my-gifts__notice">
      <GiftIcon />
      <h2>No gifts yet</h2>
      <p>Puzzles and cards you send while signed in appear here, with how far each has got. A gift sent while signed out can be saved here from its watch page.</p>
      <div className="my-gifts__actions">
        <Link className="button" to="/">
          Create a photo puzzle
        </Link>
        <Link className="button button--ghost" to="/create-puzzle-gift">
          Create a puzzle card
        </Link>
      </div>
    </div>
  );
}

function GiftIcon() {
  return (
    <LineIcon className="my-gifts__icon">
      <rect x="3" y="9" width="18" height="12" rx="1.5" />
      <path d="M2 9h20M12 9v12" />
      <path d="M12 9C10 5 6.5 4.5 6.5 6.8 6.5 8.5 9.5 9 12 9zM12 9c2-4 5.5-4.5 5.5-2.2C17.5 8.5 14.5 9 12 9z" />
    </LineIcon>
  );
}

function SignInPrompt() {
  return (
    <div className="card my-gifts__notice">
      <GiftIcon />
      <h2>Sign in to see your gifts</h2>
      <p>Your account keeps every puzzle and card you send, so you can follow each one from any device.</p>
      <SignInLinks className="my-gifts__actions" from="/my-gifts" />
    </div>
  );
}
