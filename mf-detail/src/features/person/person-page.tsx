// Placeholder until the person page lands.
export function PersonPage() {
  return <h1>Person Not Found</h1>;
}
