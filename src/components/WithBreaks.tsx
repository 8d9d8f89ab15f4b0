import { Fragment } from 'react';

/** Where an address may wrap: after a dot or its colon, never inside a number. */
export const ADDRESS_BREAKS = /(?<=[.:])/;
/** Where a long field name may wrap: between the words of allocateLoadBalancerNodePorts, or after "spec.". */
export const NAME_BREAKS = /(?<=[a-z])(?=[A-Z])|(?<=\.)(?=[a-zA-Z])/;

/**
 * Text that may wrap only where `at` (a zero-width pattern) says, as well as at its spaces: the
 * words stay whole, and a narrow column or a presenter's large type breaks them where a reader
 * would.
 */
export function WithBreaks({ text, at }: { text: string; at: RegExp }) {
  const parts = text.split(at);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
