export function SearchPage() {
  return (
    <section>
      <h1>Search Movies & TV Shows</h1>
    </section>
  );
}

export default SearchPage;
