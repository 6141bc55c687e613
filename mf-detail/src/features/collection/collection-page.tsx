// Placeholder until the collection page lands.
export function CollectionPage() {
  return <h1>Collection Not Found</h1>;
}
