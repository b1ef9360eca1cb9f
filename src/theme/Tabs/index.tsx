// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/README.md) for one
// change: the theme remounts every Tabs once the page has hydrated (a `key`
// that flips with useIsBrowser, an old workaround for facebook/docusaurus#5653).
// The selected tab starts as the server's default during hydration and the
// stored or linked choice is applied afterwards as an ordinary update, so the
// remount only rebuilt every panel, code blocks included: on /docs/installation
// the longest task of the page load. A wrapper cannot drop a key set inside the
// component. docs.spec checks the kept and synced tab choice.
// Additions riding on the ejection: each panel carries its tab's label, shown
// only when scripts do not run, so every panel can be read without JavaScript
// (styles.module.css stacks them); Home and End move to the first and last tab
// and Space selects as Enter does (WAI-ARIA tabs pattern); the tabs wrap onto
// rows rather than scroll sideways (styles.module.css). And the chosen tab shows
// at once (useOptimistic), while the rest of a choice, the query it writes to the
// address (a router update, which every reader of the address renders again) and
// the stored choice, renders in a transition after that paint.
// The rest keeps upstream's text and formatting (Docusaurus's Prettier
// settings), so `diff` against node_modules/@docusaurus/theme-classic/src/theme/
// Tabs/index.tsx shows only these changes.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {
  Children,
  startTransition,
  useOptimistic,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter':
      case ' ': {
        // Space would also scroll the page.
        event.preventDefault();
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      case 'Home': {
        focusElement = tabRefs[0]!;
        break;
      }
      case 'End': {
        focusElement = tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    if (focusElement) {
      // Home and End would also scroll the page.
      event.preventDefault();
      focusElement.focus();
    }
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  const {tabValues} = useTabs();
  return (
    <div className="margin-top--md">
      {Children.map(children, (panel, i) => (
        <>
          <p className={styles.noScriptLabel}>
            {tabValues[i]?.label ?? tabValues[i]?.value}
          </p>
          {panel}
        </>
      ))}
    </div>
  );
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
        styles.tabsContainer,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const [selectedValue, show] = useOptimistic(value.selectedValue);
  const selectValue = (tab: string) =>
    startTransition(() => {
      show(tab);
      value.selectValue(tab);
    });
  return (
    <TabsProvider value={{...value, selectedValue, selectValue}}>
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
