// A separate module so tests can replace it: `import.meta.url` exists only in the bundle. webpack emits the font
// as an asset of this remote and resolves the URL against the remote's own origin. Fetched only for a PDF.
export const PDF_FONT_URL = new URL('../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url)
  .href;
