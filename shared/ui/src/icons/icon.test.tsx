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

  it.each(Object.values(icons).map((icon) => [icon.name, icon]))('draws %s with at least one path', (_name, icon) => {
    const { container } = render(<Icon icon={icon} size={16} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
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
