import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { render } from '@testing-library/react';
import { Trans } from './react';
import { i18n } from './translator';

interface Props {
  message: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

const LinguiTrans = TransNoContext as unknown as (props: Props & { lingui: object }) => ReactElement;

/** What Lingui's own <Trans> renders for the same props, with the same translator. */
const lingui = (props: Props) => render(<LinguiTrans {...props} lingui={{ i18n }} />).container.innerHTML;

describe('<Trans>', () => {
  it.each<Props>([
    { message: 'Just text' },
    { message: 'Hi <0>{name}</0>!', values: { name: 'Ada' }, components: { 0: <strong /> } },
    {
      message: '<0>You have <1>{count}</1> titles</0> in <2>your list</2>',
      values: { count: 3 },
      components: { 0: <p className="lead" />, 1: <b />, 2: <a href="/lists" /> },
    },
    { message: 'Line<0/>break', components: { 0: <br /> } },
    { message: 'A <0/> that keeps its own text', components: { 0: <em>word</em> } },
    { message: 'Rated {stars} by {name}', values: { stars: <span>★★★</span>, name: 'Ada' } },
    {
      message: '{count, plural, one {<0>#</0> title} other {<0>#</0> titles}}',
      values: { count: 1_200 },
      components: { 0: <strong /> },
    },
  ])('renders "$message" as Lingui’s <Trans> does', (props) => {
    expect(render(<Trans {...props} />).container.innerHTML).toBe(lingui(props));
  });
});
