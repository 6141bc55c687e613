// The server-render helper's own entry point: react-dom/server is for tests in the node environment only.
export { renderOnServer } from './src/render-on-server';
