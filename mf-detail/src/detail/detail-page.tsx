export function DetailPage() {
  return (
    <section>
      <h1>Details</h1>
    </section>
  );
}

export default DetailPage;
