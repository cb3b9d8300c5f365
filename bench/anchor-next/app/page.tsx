// An empty App Router page, prerendered at build time (static).
export default function Page() {
  return <main>Empty page</main>;
}
