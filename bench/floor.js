// The floor page's one behaviour: Play moves the dot every frame until the page is closed.
const dot = document.getElementById('dot');
let moving = false;
const frame = (now) => {
  dot.style.transform = `translateX(${(now / 10) % 600}px)`;
  requestAnimationFrame(frame);
};
const play = () => {
  if (!moving) requestAnimationFrame(frame);
  moving = true;
};
document.getElementById('play').addEventListener('click', play);
document.getElementById('from').addEventListener('click', () => {
  document.getElementById('said').textContent = 'Step 4';
  play();
});
