// Code lines as <span>s shown as blocks. The theme renders each line as a
// <div> inside <code>, which HTML does not allow (<code> takes phrasing
// content only), so every page with code failed validation. Blocks with line
// numbers, which this site does not use, keep the theme's rendering.
//
// A line re-renders only when what it shows changes. Just after hydration,
// every code block updates its state (word wrap, scrollability, tabs) from
// effects, which React renders without a break; with each of a long page's
// hundreds of lines rendered again, that was one of its longest tasks.
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
