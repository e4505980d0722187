import { useEffect, useRef } from 'react';
import { pageHead, SITE_NAME } from '../../contract/page-heads';

/**
 * Keeps the tab's title on the page shown after an in-app navigation. The first page
 * keeps the title the server wrote (a gift's may name its sender and recipient).
 */
export function useRouteTitle(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = pageHead(pathname)?.title ?? SITE_NAME;
  }, [pathname]);
}
