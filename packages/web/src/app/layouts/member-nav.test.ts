import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isTabCurrent, tabs } from './member-nav';

const currentTab = (pathname: string) => tabs.filter((tab) => isTabCurrent(tab, pathname)).map((tab) => i18n._(tab.label));

describe('the tab bar', () => {
  it.each([
    ['/', ['Home']],
    ['/programs', ['Programs']],
    ['/programs/p1', ['Programs']],
    ['/program-requests', ['Programs']],
    ['/health', ['Health']],
    ['/blood-results', ['Health']],
    ['/blood-pressure', ['Health']],
    ['/heart-risk', ['Health']],
    ['/activities', ['Health']],
    ['/conditions/hypertension', ['Health']],
    ['/surveys/s1/start', ['Health']],
    ['/education', ['Learn']],
    ['/education/posts/p1', ['Learn']],
    ['/exercises/category/strength', ['Learn']],
    ['/messages', []],
    ['/coaches', []],
    ['/profile', []],
    ['/lifestyle/sleep', []],
    // A path that only starts like a tab's is not under it.
    ['/programsx', []],
    ['/health-news', []],
  ])('makes %s the current page of %j', (pathname, expected) => {
    expect(currentTab(pathname)).toEqual(expected);
  });
});
