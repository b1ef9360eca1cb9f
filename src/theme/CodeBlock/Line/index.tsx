// Lines as block <span>s, rendered again only when they change (src/theme/README.md). The theme
// renders each line as a <div> inside <code>, which HTML does not allow (<code> takes phrasing
// content only), so every page with code failed validation (html-validate.spec). Just after
// hydration every code block updates its state from effects, which React renders without a break;
// with each of a long page's hundreds of lines rendered again, that was one of its longest tasks
// (speed/theme/sameLine.ts).
import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalLine from '@theme-original/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import {sameLine} from '../../../../speed/theme/sameLine';

function CodeBlockLine(props: Props): ReactNode {
  const {line: raw, classNames, showLineNumbers, getLineProps, getTokenProps} = props;
  if (showLineNumbers) return <OriginalLine {...props} />;
  // A line holding only "\n" would add a second break after the <br> below.
  const line = raw.length === 1 && raw[0]!.content === '\n' ? [{...raw[0]!, content: ''}] : raw;
  const lineProps = getLineProps({line, className: clsx(classNames, 'code-line')});
  return (
    <span {...lineProps}>
      {line.map((token, key) => {
        const tokenProps = getTokenProps({token});
        return (
          <LineToken key={key} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      })}
      <br />
    </span>
  );
}

export default memo(CodeBlockLine, sameLine);
