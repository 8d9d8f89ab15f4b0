/** Whether this browser has WebCodecs' encoder at all; without it, only the GIF can be made. */
export const hasVideoEncoder = () => typeof VideoEncoder === 'function';
