import { CaptionPanel } from '../player/CaptionPanel';
import { TalkButtons } from '../player/Controls';
import { NAME_BREAKS, WithBreaks } from '../player/WithBreaks';
import { startClock } from '../store/clock';
import type { SpeakerParts } from './SpeakerView';

/**
 * The player's own parts that the speaker view draws with, handed to its chunk from the page's
 * (see SpeakerView): the caption and "Now:" line, the buttons, the clock, and the caption's way
 * of wrapping long names.
 */
export const SPEAKER_PARTS: SpeakerParts = {
  CaptionPanel,
  TalkButtons,
  startClock,
  Words: ({ text }) => <WithBreaks text={text} at={NAME_BREAKS} />,
};
