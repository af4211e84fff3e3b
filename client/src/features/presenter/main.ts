// The full-screen PDF presenter is built by the decks issue.
document.getElementById('presenter')!.textContent = 'The presenter is not built yet.';
