// Linux file-system calls that Swift's Glibc module does not import (they need _GNU_SOURCE).
#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

/// rename(2) that fails with EEXIST instead of replacing an existing target (renameat2 RENAME_NOREPLACE).
/// Returns 0 or -1 with errno set; EINVAL or ENOSYS where the file system or kernel cannot do it.
int cfs_rename_noreplace(const char *source, const char *target);

#endif
