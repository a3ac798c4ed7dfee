// Full page loads, behind functions so tests can replace them (jsdom cannot navigate).

export function reloadPage(): void {
  window.location.reload();
}

/** Loads `url` as a new page, dropping all in-memory state. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
