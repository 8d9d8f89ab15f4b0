// The host side of docs/embedding.md: size the frame from `resize`, record every event, and
// let the test send commands as this page.
const frame = document.querySelector('iframe');
const params = new URLSearchParams(location.search);
frame.src = params.get('src');
window.events = [];
window.addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || e.data?.channel !== 'lb-straight-to-pods') return;
  window.events.push(e.data);
  if (e.data.type === 'resize') frame.style.height = `${e.data.height}px`;
});
window.send = (message) => frame.contentWindow.postMessage(message, new URL(frame.src).origin);
