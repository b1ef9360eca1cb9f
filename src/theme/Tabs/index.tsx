// Ejected from @docusaurus/theme-classic 3.10.2 to drop the root's remounting key (src/theme/README.md says why and
// what rides on the ejection). docs.spec checks the kept and synced tab choice.
import React, {Children, type ReactNode} from 'react';
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
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault(); // Space would also scroll the page, as Home and End would below.
      handleTabChange(event);
      return;
    }
    const at = tabRefs.indexOf(event.currentTarget);
    const last = tabRefs[tabRefs.length - 1]!;
    const keys: Record<string, HTMLLIElement | null> = {
      ArrowRight: tabRefs[at + 1] ?? tabRefs[0]!,
      ArrowLeft: tabRefs[at - 1] ?? last,
      Home: tabRefs[0]!,
      End: last,
    };
    const focusElement = Object.hasOwn(keys, event.key) ? keys[event.key] : null;
    if (focusElement) {
      event.preventDefault();
      focusElement.focus();
    }
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
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
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
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
          <p className={styles.noScriptLabel}>{tabValues[i]?.label ?? tabValues[i]?.value}</p>
          {panel}
        </>
      ))}
    </div>
  );
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList, styles.tabsContainer)}>
      {/* As in the theme, className goes on the TabList, not on the container. */}
      <TabList className={className} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
