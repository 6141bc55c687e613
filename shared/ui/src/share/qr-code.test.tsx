import { render, screen } from '@testing-library/react';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the value as an SVG image on a white plate', async () => {
    render(<QrCode value="https://reelist.example/shared#1.abc" label="QR code of the link" tooLong="Too long" />);
    const image = await screen.findByRole('img', { name: 'QR code of the link' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('shows the fallback when the value is too long for one code', async () => {
    render(<QrCode value={'x'.repeat(5000)} label="QR code of the link" tooLong="Too long for a QR code" />);
    expect(await screen.findByText('Too long for a QR code')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
