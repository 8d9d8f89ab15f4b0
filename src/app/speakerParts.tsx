import { CaptionPanel } from '../player/CaptionPanel';
import { TalkButtons } from '../player/Controls';
import { WithBreaks } from '../player/WithBreaks';
import { startClock } from '../store/clock';
import type { SpeakerParts } from './SpeakerView.lazy';

// Where a note's long names may wrap: after a dot, as in target-health.elbv2.k8s.aws. Not between
// the words of a name (the caption's NAME_BREAKS): in the notes' narrower columns that broke a
// short nodePort in two, where a space before it would do.
const AFTER_DOTS = /(?<=\.)(?=[a-zA-Z])/;

/**
 * The player's own parts that the speaker view draws with, handed to its chunk from the page's
 * (see SpeakerView): the caption and "Now:" line, the buttons, the clock, and the caption's way
 * of keeping a numbered or hyphenated name whole.
 */
export const SPEAKER_PARTS: SpeakerParts = {
  CaptionPanel,
  TalkButtons,
  startClock,
  Words: ({ text }) => <WithBreaks text={text} at={AFTER_DOTS} />,
};
