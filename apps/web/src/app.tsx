/**
 * The storefront's shell. The shop window (layout, catalogue, product pages, languages) is
 * built in its own issue; until then this page says where the API lives.
 */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'Georgia, serif',
        maxWidth: 640,
        margin: '15vh auto',
        padding: '0 1.5rem',
        color: '#3a3d36',
      }}
    >
      <h1 style={{ color: '#6b7a3a', fontWeight: 400, fontSize: '2.5rem' }}>Aruu</h1>
      <p>Косметика из Кореи, Европы и Америки в Бишкеке.</p>
      <p>
        <a href="/api/docs">API</a>
      </p>
    </main>
  );
}
