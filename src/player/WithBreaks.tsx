import { Fragment } from 'react';

/** Where an address may wrap: after a dot or its colon, never inside a number. */
export const ADDRESS_BREAKS = /(?<=[.:])/;
/** Where a long field name may wrap: between the words of allocateLoadBalancerNodePorts, or after "spec.". */
export const NAME_BREAKS = /(?<=[a-z])(?=[A-Z])|(?<=\.)(?=[a-zA-Z])/;

/**
 * A name with a number, such as web-1 or Node-2, or a hyphenated name such as
 * aws-load-balancer-type: a line may end before or after it, not at its hyphens.
 */
const NUMBERED_NAME = /([A-Za-z]+-\d+|[a-z0-9]+(?:-[a-z0-9]+)+)/;

/**
 * Text that may wrap only where `at` (a zero-width pattern) says, if given, and at its spaces: the
 * words stay whole, and a narrow column or a presenter's large type breaks them where a reader
 * would. A numbered name stays on one line: the presenter view's step 3 caption ended a line with
 * "Pod web-" and began the next with "1".
 */
export function WithBreaks({ text, at }: { text: string; at?: RegExp }) {
  const parts = at ? text.split(at) : [text];
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part.split(NUMBERED_NAME).map((piece, j) =>
        j % 2 ? (
          <span key={j} className="unbroken">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
