#!/usr/bin/env python3
"""Generate dialint's benchmark corpus, deterministically.

Usage: generate-corpus.py OUT_DIR [FILES] [DIALOGS_PER_FILE]

Writes FILES spec files of DIALOGS_PER_FILE dialogs each (default 1,000 x 100, about 30 MB),
a realistic mix of good and bad copy, plus `one.json` with a single dialog. The same arguments
always give the same bytes (a fixed seed), so runs can be compared.
"""
import json
import os
import random
import sys

GOOD_TITLES = [
    "Delete this photo?", "Unable to connect to the server", "iCloud storage is full", "Turn on Wi-Fi to use AirDrop",
    "%@ wants to use the camera", "Couldn’t upload to Dropbox", "Sign in to iCloud", "Remove {name} from the album?",
    "Apple Pay isn’t set up", "The PDF is too large to send", "Meeting moved to Monday", "Save changes to “{doc}”?",
    "Download complete", "Allow notifications?", "Empty Trash?", "Low Power Mode is on",
]
BAD_TITLES = [
    "Delete This Photo?", "Error", "Are You Sure", "You entered the wrong password", "Oops!", "Unable To Connect.",
    "Click OK to continue", "Warning", "Do you want to delete this file", "Your download is complete!!",
    "Something went wrong and we could not save your changes to the document at this time",
]
GOOD_MESSAGES = [
    "It will be removed from all devices.", "Check the network settings and try again.",
    "Free up space in Settings > General > iPhone Storage.", "The file “Report.pdf” couldn’t be opened.",
    "This can’t be undone.", None, None,
]
BAD_MESSAGES = [
    "Tap OK to continue", "You Can't Undo This Action.", "click here to learn more...", "your changes will be lost",
    "Press Cancel to go back.  Or press Delete.",
]
BUTTON_SETS = [
    [("Cancel", "cancel"), ("Delete", "destructive")],
    [("Not Now", "cancel"), ("Allow", None)],
    [("Cancel", "cancel"), ("Try Again", None)],
    [("OK", None)],
    [("Yes", None), ("No", None)],
    [("cancel", None), ("Delete all", None)],
    [("Ok", None), ("Cancel", "cancel"), ("Remind Me Later", None)],
    [("Sign In", None), ("Cancel", "cancel")],
]


def dialog(rng, index):
    bad = rng.random() < 0.4
    kind = rng.choice(["alert"] * 6 + ["actionSheet"] * 3 + ["modal"])
    d = {"id": f"dialog-{index}", "kind": kind}
    if kind == "modal":
        d["title"] = rng.choice(["New Message", "Edit album", "Add Account", "Settings"])
        d["buttons"] = [{"title": "Cancel", "role": "cancel"}, {"title": rng.choice(["Done", "Save", "Send"])}]
        return d
    if kind == "alert" or rng.random() < 0.3:
        d["title"] = rng.choice(BAD_TITLES if bad else GOOD_TITLES)
    message = rng.choice(BAD_MESSAGES if bad else GOOD_MESSAGES)
    if message and kind == "alert":
        d["message"] = message
    buttons = rng.choice(BUTTON_SETS if bad else BUTTON_SETS[:3])
    if kind == "actionSheet":
        buttons = [("Delete Photo", "destructive"), ("Share…", None), ("Cancel", "cancel")] if not bad else buttons
    d["buttons"] = [dict({"title": t}, **({"role": r} if r else {})) for t, r in buttons]
    if kind == "alert" and rng.random() < 0.1:
        d["textFields"] = [{"placeholder": rng.choice(["Album name", "Password"])}]
    return d


def main(argv):
    out = argv[1] if len(argv) > 1 else "bench/corpus"
    files = int(argv[2]) if len(argv) > 2 else 1000
    per_file = int(argv[3]) if len(argv) > 3 else 100
    rng = random.Random(20231112)
    os.makedirs(out, exist_ok=True)
    for n in range(files):
        spec = {"locale": "en", "dialogs": [dialog(rng, n * per_file + i) for i in range(per_file)]}
        with open(os.path.join(out, f"spec-{n:04d}.json"), "w", encoding="utf-8") as f:
            json.dump(spec, f, indent=2, ensure_ascii=False)
            f.write("\n")
    with open(os.path.join(out, "..", "one.json"), "w", encoding="utf-8") as f:
        json.dump({"dialogs": [dialog(rng, 0)]}, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv)
