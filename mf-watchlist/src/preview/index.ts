// Standalone preview of this remote: a minimal host with the same providers as the shell.
import('./bootstrap');
