/* Placeholder for the compiled twin of the one-pile kernel (linear.py): the lead replaces this file's contents.
 * It only exists so that the build of the optional extension module pyramid_qt.solver.search._linear_c can be
 * tested: a module exposing ABI = 1 and nothing else. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static struct PyModuleDef linear_c_module = {
    PyModuleDef_HEAD_INIT,
    "_linear_c",
    "Placeholder for the compiled one-pile kernel.",
    -1,
    NULL,
};

PyMODINIT_FUNC PyInit__linear_c(void) {
    PyObject *module = PyModule_Create(&linear_c_module);
    if (module == NULL) {
        return NULL;
    }
    if (PyModule_AddIntConstant(module, "ABI", 1) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
