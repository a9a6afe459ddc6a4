import { readdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';

const isFolder = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * Calls `onChange` on any change inside the folders, new subfolders included. One watcher per
 * folder, because Node 20's `recursive` watch on Linux loses a file an editor saved by renaming
 * a new copy over it (`sed -i`, vim, most IDEs' safe write), and then misses its next saves.
 * Returns a function that stops watching.
 */
export function watchFolders(folders, onChange) {
  const watchers = new Map();
  const add = (folder) => {
    if (watchers.has(folder) || !isFolder(folder)) return;
    const watcher = watch(folder, (_event, name) => {
      if (name) add(join(folder, name));
      onChange();
    });
    // A folder that was removed: its watcher ends with it.
    watcher.on('error', () => (watcher.close(), watchers.delete(folder)));
    watchers.set(folder, watcher);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) add(join(folder, entry.name));
    }
  };
  folders.forEach(add);
  return () => watchers.forEach((watcher) => watcher.close());
}
