export function WatchlistPage() {
  return (
    <section>
      <h1>My Watchlist</h1>
    </section>
  );
}

export default WatchlistPage;
