export const COMPANY_NAME = 'Puzzle Gift Inc.';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>
        © {new Date().getFullYear()} {COMPANY_NAME} All rights reserved.
      </p>
      <nav aria-label="Legal">
        <a href="/terms">Terms and Conditions</a>
      </nav>
    </footer>
  );
}
