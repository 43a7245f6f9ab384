"""Every test writes saves into a temporary folder, never into the user's data folder."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("MEDURIS_DATA_DIR", tempfile.mkdtemp(prefix="meduris-tests-"))
