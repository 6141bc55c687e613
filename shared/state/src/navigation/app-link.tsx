import { useContext } from 'react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { isPlainLeftClick } from '@reelist/domain';
import { NavigationContext } from './navigation-context';

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** A real `<a href>` that navigates in-app on a plain left click. Without a NavigationProvider it is a plain link. */
export function AppLink({ to, replace, onClick, target, children, ...rest }: AppLinkProps) {
  const navigation = useContext(NavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // The browser keeps what users expect from a real link: new tab/window, download, non-left clicks.
    if (!navigation || !isPlainLeftClick(event)) return;
    if ((target && target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    navigation.navigate(to, { replace });
  };
  return (
    <a {...rest} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
