export function PreferencesPage() {
  return (
    <section>
      <h1>Preferences</h1>
    </section>
  );
}

export default PreferencesPage;
