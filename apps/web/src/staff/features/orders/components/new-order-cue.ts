/**
 * A short two-note chime for a new order, synthesised (no sound file to load). Browsers allow sound
 * only after the page was interacted with; before that the visual cue alone has to do.
 */
export function playChime() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.15);
      tone.stop(audio.currentTime + 0.6);
    }
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio device, or sound not allowed yet.
  }
}
