/** 'Try Again' on a failed detail page reloads the whole page. Its own module so tests can mock it. */
export function reloadPage(): void {
  window.location.reload();
}
