import { render, screen } from '@testing-library/react';
import { Icon } from './icon';
import * as icons from './icon-paths';

describe('Icon', () => {
  it('is hidden from assistive tech by default', () => {
    const { container } = render(<Icon icon={icons.search} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('becomes a labelled image when given a title', () => {
    render(<Icon icon={icons.wifiOff} title="Offline" />);
    expect(screen.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
  });

  it.each(Object.values(icons).map((icon) => [icon.name, icon]))('draws %s as one path', (_name, icon) => {
    const { container } = render(<Icon icon={icon} size={16} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '16');
    const paths = svg?.querySelectorAll('path') ?? [];
    expect(paths).toHaveLength(1);
    // Each part starts with an absolute move, so joined they draw what they drew apart.
    expect(icon.paths.every((d) => d.startsWith('M'))).toBe(true);
    expect(paths[0]?.getAttribute('d')).toBe(icon.paths.join(' '));
  });

  it('fills solid icons and outlines the rest', () => {
    const { container } = render(
      <>
        <Icon icon={icons.starFilled} />
        <Icon icon={icons.star} />
      </>,
    );
    const [filled, outline] = Array.from(container.querySelectorAll('svg'));
    expect(filled).toHaveAttribute('fill', 'currentColor');
    expect(outline).toHaveAttribute('fill', 'none');
  });
});
