import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import './accounts.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode; // links to the neighbouring account screens
}

/** The shared frame of every account screen: a centred card with the brand mark. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className="page auth">
      <section className="card auth__card" aria-labelledby="auth-title">
        <Logo className="auth__logo" />
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </section>
    </main>
  );
}
