import { useEffect } from 'react';
import { useMarkRead } from '../api/mark-read';

/**
 * Marks the other side's messages read while the conversation is open: when it opens with
 * unread messages, and when polling brings new ones in.
 */
export function useReadOnOpen(base: string, unread: number | undefined) {
  const { mutate } = useMarkRead(base);
  useEffect(() => {
    if (unread && unread > 0) mutate();
  }, [base, unread, mutate]);
}
