export function HomePage() {
  return (
    <section>
      <h1>Welcome to Reelist</h1>
    </section>
  );
}

export default HomePage;
