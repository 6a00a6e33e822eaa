import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the browser prints. The board draws only the rows in view (virtualised), so printing
 * it (印刷・PDF, or the browser's own print) would show a screenful: while this is true the board
 * draws every row of its view. `beforeprint` fires just before the page is laid out for paper, so
 * the state change is flushed at once, not after the print snapshot.
 */
export const usePrinting = (): boolean => {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
};
