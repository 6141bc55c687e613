export function AnalyticsPage() {
  return (
    <section>
      <h1>Analytics Dashboard</h1>
    </section>
  );
}

export default AnalyticsPage;
