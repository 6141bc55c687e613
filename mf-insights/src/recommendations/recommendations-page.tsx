export function RecommendationsPage() {
  return (
    <section>
      <h1>Recommendations</h1>
    </section>
  );
}

export default RecommendationsPage;
