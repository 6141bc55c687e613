import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { IconButton, icons } from '@reelist/ui';
import { HeaderSearch } from '../search/header-search';
import { ConnectivityStatus } from './connectivity-status';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UpdateButton } from './update-button';
import logo from './logo.svg';
import styles from './header.module.css';
import { useLingui } from '@lingui/react/macro';

/** The header on every route: brand, navigation, search, status and theme controls. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const { t } = useLingui();

  // A phone's menu closes once the visitor has moved to another page.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const toggleSearch = () => {
    const next = !searchOpen;
    setSearchOpen(next);
    setMenuOpen(false);
    // The input is display:none until this render commits.
    if (next) requestAnimationFrame(() => searchInput.current?.focus());
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IconButton
          className={styles.menuToggle}
          icon={menuOpen ? icons.x : icons.menu}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => {
            setMenuOpen(!menuOpen);
            setSearchOpen(false);
          }}
        />
        <Link to="/" className={styles.brand}>
          <img src={logo} alt="" width={28} height={28} className={styles.logo} />
          Reelist
        </Link>
        <NavLinks id="main-nav" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className={styles.tools}>
          <HeaderSearch
            id="header-search"
            open={searchOpen}
            inputRef={searchInput}
            onShortcut={() => setSearchOpen(true)}
            onDone={() => setSearchOpen(false)}
          />
          <ConnectivityStatus />
          <UpdateButton />
          <IconButton
            className={styles.searchToggle}
            icon={searchOpen ? icons.x : icons.search}
            aria-label={searchOpen ? t`Close search` : t`Open search`}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={toggleSearch}
          />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
