// Record each element's events, as a host script would listen to them.
window.heard = [];
for (const el of document.querySelectorAll('lb-straight-to-pods')) {
  for (const type of ['ready', 'stepchange', 'play', 'pause', 'ended']) {
    el.addEventListener(type, (e) => window.heard.push(`${el.id}:${type}:${e.detail?.step ?? ''}`));
  }
}
