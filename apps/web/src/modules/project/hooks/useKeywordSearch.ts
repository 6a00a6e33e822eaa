import { type FormEvent, useState } from 'react';

/**
 * A master list's search: the keyword being typed, the one applied on submit,
 * and the page, which a new search resets to 1.
 */
export const useKeywordSearch = () => {
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(keyword.trim());
    setPage(1);
  };
  return {
    keyword,
    setKeyword,
    applied,
    setPage,
    submit,
    /** The list operation's query parameters. */
    query: { keyword: applied || undefined, page },
  };
};

export type KeywordSearch = ReturnType<typeof useKeywordSearch>;
