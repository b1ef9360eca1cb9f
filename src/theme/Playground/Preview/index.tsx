// Wrapper: code that does not compile takes the form's place with react-live's error text, which a
// screen reader never heard of. An alert region, there from the start so that a change in it is
// announced, says so once (the same words while the error lasts, not one announcement a keystroke);
// the error text itself is where the form was.
import React, {useContext, type ReactNode} from 'react';
import {LiveContext} from 'react-live';
import Preview from '@theme-original/Playground/Preview';
import {playgroundCopy} from '@site/src/data/playground';

export default function PreviewWrapper(): ReactNode {
  const {error} = useContext(LiveContext);
  return (
    <>
      <Preview />
      <p role="alert" className="sr-only">
        {error ? playgroundCopy.codeError : ''}
      </p>
    </>
  );
}
