import { useState } from 'react';
import { useRoute } from '@reelist/state';
import { SearchBar } from '../../lib/search-bar';

/**
 * Home's search bar: a non-blank term opens /search?q={term}. The search screen runs the search and records it
 * in the search history with its result count, so a search is recorded once wherever it starts.
 */
export function HomeSearch() {
  const { navigate } = useRoute();
  const [text, setText] = useState('');
  return <SearchBar value={text} onChange={setText} onSubmit={(q) => navigate(`/search?q=${encodeURIComponent(q)}`)} />;
}
