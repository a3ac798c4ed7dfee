// jest stand-in for Vite's `?raw` imports: the file's text becomes its default export.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};
