// Vite's `?raw` suffix imports a file's text; the User Guide's Markdown is loaded this way.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
